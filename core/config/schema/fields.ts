import { z } from 'zod';

/**
 * Building blocks of the config schema. A key that is absent or written with no value (`key:` in
 * YAML is null) takes its default, recorded as `fallback` metadata so the JSON Schema and the
 * configuration reference show it.
 */

/** `schema`, or its default when absent or null. */
export function withDefault<T extends z.ZodType>(schema: T, fallback: z.output<T>, description: string) {
  return schema
    .nullish()
    .transform((v) => (v ?? fallback) as z.output<T>)
    .meta({ description, fallback });
}

/**
 * A section: a mapping whose keys have their own defaults. Absent or null, it is what an empty
 * mapping gives, so each default is written once, on its key (the JSON Schema shows the section's
 * default as that mapping, json-schema.ts).
 */
export function section<T extends z.ZodType>(schema: T, description: string) {
  return schema
    .nullish()
    .transform((v) => (v ?? schema.parse({})) as z.output<T>)
    .meta({ description, section: true });
}

/** A key with no default: absent or null, it is null, the one "not set" value its consumers read. */
export function orNull<T extends z.ZodType>(schema: T, description: string) {
  return schema
    .nullish()
    .transform((v) => (v ?? null) as z.output<T> | null)
    .meta({ description });
}

/** Text; a number written without quotes (`title: 2024`) is taken as its text, as YAML users expect. */
export const text = () => z.union([z.string(), z.number().transform(String)]);

export const nonEmpty = () => z.string().trim().min(1);

export const int = (min: number, max: number) => z.number().int().min(min).max(max);

/** A list or nothing (`items:` with no entries is an empty list). */
export function list<T extends z.ZodType>(item: T, description: string) {
  return withDefault(z.array(item), [] as z.output<T>[], description);
}
