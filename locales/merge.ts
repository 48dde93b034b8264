/**
 * Locale files of one language into one namespace. Each file owns its top-level keys (a module's
 * resources, `messages`, `common` parts): a key defined in two files is an error, never a silent
 * overwrite. Shared by the API, the admin and the locale tests.
 */
export const mergeLocaleFiles = (files: readonly { file: string; content: Record<string, unknown> }[]): Record<string, unknown> => {
  const merged: Record<string, unknown> = {};
  const owner = new Map<string, string>();
  for (const { file, content } of files)
    for (const [key, value] of Object.entries(content)) {
      const earlier = owner.get(key);
      if (earlier) throw new Error(`locale key "${key}" is defined in both ${earlier} and ${file}`);
      owner.set(key, file);
      merged[key] = value;
    }
  return merged;
};
