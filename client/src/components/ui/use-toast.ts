import { useSyncExternalStore, type ReactNode } from 'react';

/**
 * A tiny toast store outside React so any code (mutation callbacks, plain functions) can call `toast()`.
 * At most one toast at a time, 5 seconds on screen (docs/product.md, notifications).
 */
const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
/** How long a dismissed toast stays in the store; Radix has already animated it out by then. */
const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastVariant = 'default' | 'destructive' | 'success';

/** A button in the toast that acts on what the toast reports (e.g. Undo); clicking it also closes the toast. */
export interface ToastAction {
  label: string;
  /** How a screen reader user, who may reach the toast after it closed, does the same thing elsewhere. */
  altText: string;
  onClick: () => void;
}

export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  duration?: number;
  action?: ToastAction;
}

interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
}

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removeTimers.has(id)) return;
  const timer = setTimeout(() => {
    removeTimers.delete(id);
    emit(toasts.filter((t) => t.id !== id));
  }, TOAST_REMOVE_DELAY_MS);
  removeTimers.set(id, timer);
}

/** Closes one toast (or all when no id is given); it is removed from the store later. */
function dismissToast(id?: string): void {
  for (const t of toasts) if (!id || t.id === id) scheduleRemoval(t.id);
  emit(toasts.map((t) => (!id || t.id === id ? { ...t, open: false } : t)));
}

/** Shows a toast; with TOAST_LIMIT 1 a new toast replaces the one on screen. */
export function toast(options: ToastOptions): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  emit([{ ...options, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => toasts;

/** `const { toast } = useToast(); toast({ title: 'Saved' })`, plus the current list for the Toaster. */
export function useToast() {
  const items = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts: items, toast, dismiss: dismissToast };
}

/** Test helper: forget every toast and timer so tests do not leak into each other. */
export function resetToastsForTests(): void {
  for (const timer of removeTimers.values()) clearTimeout(timer);
  removeTimers.clear();
  emit([]);
}
