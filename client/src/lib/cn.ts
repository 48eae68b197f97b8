import { clsx, type ClassValue } from 'clsx';

/** Joins class names; primitives put caller classes last so simple overrides win by source order. */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
