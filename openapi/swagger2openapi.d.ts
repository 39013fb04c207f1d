declare module 'swagger2openapi' {
  interface ConvertOptions {
    patch?: boolean;
    warnOnly?: boolean;
    resolve?: boolean;
    direct?: boolean;
    text?: string;
  }
  const swagger2openapi: {
    convertObj(spec: unknown, options: ConvertOptions): Promise<unknown>;
  };
  export default swagger2openapi;
}
