/** mime-db ships JSON without types: each media type with the file extensions hosts serve it for. */
declare module 'mime-db' {
  const db: Readonly<Record<string, { source?: string; extensions?: readonly string[]; compressible?: boolean; charset?: string }>>;
  export default db;
}
