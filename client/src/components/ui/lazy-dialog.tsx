import {
  cloneElement,
  isValidElement,
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './dialog';
import { Spinner } from './spinner';

/** What a dialog with a form must take to be loaded only once it opens. */
export interface LazyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it; drawn at once, before the dialog's code is loaded. */
  trigger?: ReactNode;
}

export interface LazyDialogPlaceholder {
  /** The dialog's own title, shown while its form loads. */
  title: string;
  /** The real dialog's content class (its width), so the placeholder has its size. */
  contentClassName?: string;
}

type TriggerProps = {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  onTouchStart?: () => void;
};

/**
 * A dialog whose code (its form: react-hook-form, zod and the schema, over 100 kB) is downloaded and run
 * only when it is about to open, so it is not on the path of the page's first paint on a phone.
 *
 * Until then its trigger is drawn on its own: pointing at it or focusing it starts the download, a click
 * opens it. While the code is on its way an open placeholder with the dialog's title and width stands in,
 * so the first click always opens something; once the dialog has loaded it behaves as it always did.
 */
export function lazyDialog<P extends LazyDialogProps>(
  load: () => Promise<ComponentType<P>>,
  placeholder: LazyDialogPlaceholder,
): ComponentType<P> & { preload: () => Promise<unknown> } {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const preload = () => (loading ??= load().then((component) => ({ default: component })));
  const Loaded = lazy(preload);

  function LazyDialog(props: P) {
    // Once opened, the real dialog stays mounted: closing it keeps its animation and its focus return.
    const [wanted, setWanted] = useState(props.open);
    if (props.open && !wanted) setWanted(true);

    const trigger = isValidElement<TriggerProps>(props.trigger)
      ? cloneElement(props.trigger as ReactElement<TriggerProps>, {
          onPointerEnter: () => void preload(),
          onFocus: () => void preload(),
          onTouchStart: () => void preload(),
          onClick: () => props.onOpenChange(true),
        })
      : (props.trigger ?? null);

    if (!wanted) return trigger;
    return (
      <Suspense
        fallback={
          <>
            {trigger}
            <Dialog open={props.open} onOpenChange={props.onOpenChange}>
              <DialogContent className={placeholder.contentClassName} aria-busy="true">
                <DialogHeader>
                  <DialogTitle>{placeholder.title}</DialogTitle>
                  <DialogDescription className="sr-only">The form is loading.</DialogDescription>
                </DialogHeader>
                <div className="flex min-h-72 items-center justify-center">
                  <Spinner label="Loading the form" />
                </div>
              </DialogContent>
            </Dialog>
          </>
        }
      >
        <Loaded {...props} />
      </Suspense>
    );
  }
  LazyDialog.displayName = `LazyDialog(${placeholder.title})`;
  return Object.assign(LazyDialog, { preload });
}
