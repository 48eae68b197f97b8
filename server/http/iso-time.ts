/**
 * Rows as the API answers them: camelCase fields, ISO timestamps, no internal columns (the search vector, session
 * tokens). Each module maps its own rows (a dto.ts beside its service); they share this one way of writing time.
 */
export const iso = (value: Date | string) =>
  value instanceof Date ? value.toISOString() : new Date(value).toISOString();
