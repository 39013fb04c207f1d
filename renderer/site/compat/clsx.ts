/** `clsx`, for Docusaurus pages that import it without the package installed: class names joined, falsy ones left out. */
type ClassValue = string | number | boolean | null | undefined | ClassValue[] | Record<string, unknown>;

export default function clsx(...values: ClassValue[]): string {
  const out: string[] = [];
  const add = (v: ClassValue) => {
    if (!v) return;
    if (typeof v === 'string' || typeof v === 'number') out.push(String(v));
    else if (Array.isArray(v)) v.forEach(add);
    else if (typeof v === 'object') for (const [k, on] of Object.entries(v)) if (on) out.push(k);
  };
  values.forEach(add);
  return out.join(' ');
}

export { clsx };
