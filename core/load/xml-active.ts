import sax from 'sax';
import { LINK_SCHEMES, unsafeUrlReason } from '../../model/url-policy.ts';

/** Elements that run script, load a page or change how the document is read, in any namespace. */
const ACTIVE_ELEMENTS = new Set([
  'script',
  'handler',
  'listener',
  'iframe',
  'frame',
  'frameset',
  'embed',
  'object',
  'applet',
  'base',
  'meta',
  'link',
  'form',
  'portal',
]);
/** SVG animation elements: `<set attributeName="href" to="javascript:...">` writes a link at run time. */
const ANIMATIONS = new Set(['animate', 'set', 'animatetransform', 'animatemotion', 'animatecolor']);
/** Attributes holding a URL (by local name, so `xlink:href` is `href`). */
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'data', 'poster', 'background', 'codebase', 'lowsrc', 'dynsrc']);
/** Elements whose `href` may be an inline image (`data:image/png;base64,...`), as exported drawings embed bitmaps. */
const IMAGE_ELEMENTS = new Set(['image', 'feimage']);

const STOP = new Error('stop');

/**
 * Why an SVG or other XML file would run script when a browser opens it, or undefined when it would
 * not. It is parsed as the browser parses it (sax, strict XML with namespaces), never matched with
 * patterns: a `<script>` or an event handler in any namespace, a script URL in a link or an
 * animation that writes one, an XSLT stylesheet, an entity whose text is markup, or a file that is
 * not well-formed (browsers show such a file up to the error) is active.
 */
export function activeXml(text: string): string | undefined {
  const parser = sax.parser(true, { xmlns: true, position: true });
  let found: string | undefined;
  const stop = (reason: string): never => {
    found = `${reason} (line ${parser.line + 1})`;
    throw STOP;
  };
  parser.onerror = (error) => stop(`it is not well-formed XML: ${error.message.split('\n')[0] ?? ''}`);
  parser.ondoctype = (doctype) => {
    for (const reason of doctypeEntities(doctype, parser.ENTITIES)) stop(reason);
  };
  parser.onprocessinginstruction = (node) => {
    if (node.name.toLowerCase() !== 'xml') stop(`it has the processing instruction <?${node.name}?> (a stylesheet can add script)`);
  };
  parser.onopentag = (tag) => {
    const element = tag as sax.QualifiedTag;
    const name = element.local.toLowerCase();
    if (ACTIVE_ELEMENTS.has(name)) stop(`it has a <${element.name}> element`);
    for (const attribute of Object.values(element.attributes)) {
      const local = attribute.local.toLowerCase();
      if (local.startsWith('on')) stop(`<${element.name}> has the event handler ${attribute.name}`);
      if (ANIMATIONS.has(name) && local === 'attributename' && linkLike(localPart(attribute.value.trim())))
        stop(`<${element.name}> animates the ${attribute.value.trim()} attribute`);
      if (!URL_ATTRIBUTES.has(local) && !local.endsWith('href')) continue;
      if (IMAGE_ELEMENTS.has(name) && /^\s*data:image\//i.test(attribute.value)) continue;
      const reason = unsafeUrlReason(attribute.value, LINK_SCHEMES);
      if (reason) stop(`<${element.name}> has ${attribute.name} with ${reason}`);
    }
  };
  try {
    parser.write(text).close();
  } catch (error) {
    if (error !== STOP) throw error;
  }
  return found;
}

/**
 * The attribute an animation names, without its prefix: `l:href` with `l` bound to XLink (or any
 * other namespace) writes a link as surely as `xlink:href`, so the prefix is not trusted to mean
 * anything. Judged by what the name ends in, the way a browser resolves it against any namespace.
 */
function localPart(name: string): string {
  return (name.split(':').pop() ?? name).toLowerCase();
}

/** An attribute that holds a link or a source, or runs a handler, in any namespace. */
function linkLike(local: string): boolean {
  return local.endsWith('href') || URL_ATTRIBUTES.has(local) || local.startsWith('on');
}

/**
 * The entities a DOCTYPE declares are added to the parser, so their text is judged where it is used
 * (exported drawings declare namespace URLs this way). One whose text holds markup or another
 * reference, a parameter entity, or an external one cannot be judged as text: each is a reason.
 */
function doctypeEntities(doctype: string, entities: Record<string, string>): string[] {
  const reasons: string[] = [];
  for (const m of doctype.matchAll(/<!ENTITY\s+(%\s*)?([^\s"'>]+)\s*(?:"([^"]*)"|'([^']*)'|(\S+))/gi)) {
    const [, parameter, name = '', double, single] = m;
    const value = double ?? single;
    if (parameter || value === undefined) {
      reasons.push(`its DOCTYPE declares the ${parameter ? 'parameter' : 'external'} entity ${name}`);
      continue;
    }
    const decoded = value.replace(/&#x([0-9a-f]+);|&#(\d+);/gi, (_m, hex: string | undefined, dec: string | undefined) =>
      String.fromCodePoint(Number.parseInt(hex ?? dec ?? '0', hex ? 16 : 10) % 0x110000),
    );
    if (/[<&]/.test(decoded)) reasons.push(`its DOCTYPE declares the entity ${name}, whose text is markup`);
    else entities[name] = decoded;
  }
  return reasons;
}
