export const he: Readonly<Record<string, string>> = {};
