import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useCurrentUser } from '@/lib/identity/get-current-user';
import { useSetHelpful, useTrackInteraction } from './api/track-interaction';

interface KnowledgeInteractions {
  /** Records that the current user opened an article. */
  recordView: (knowledgeId: string) => void;
  /** Presses or releases "Helpful" for the current user. */
  toggleHelpful: (knowledgeId: string, pressedNow: boolean) => void;
  /**
   * Whether "Helpful" shows pressed: the server's answer (`likedByMe`), or the person's last click while
   * the server has not answered it yet.
   */
  isMarkedHelpful: (knowledgeId: string, likedByMe: boolean) => boolean;
  isHelpfulPending: (knowledgeId: string) => boolean;
}

const InteractionsContext = createContext<KnowledgeInteractions | null>(null);

/**
 * Views and likes for every card and the article dialog of one company's hub. Views and likes use
 * separate mutations so a view recorded on open never hides a like's pending state.
 */
export function KnowledgeInteractionsProvider({ companyId, children }: { companyId: string; children: ReactNode }) {
  const { data: me } = useCurrentUser();
  const userId = me?.user.id;
  const views = useTrackInteraction(companyId);
  const likes = useSetHelpful(companyId);
  // Clicks the server has not confirmed yet, so the button answers at once; dropped once it has answered.
  const [unconfirmed, setUnconfirmed] = useState<ReadonlyMap<string, boolean>>(() => new Map());
  const { mutate: trackView } = views;
  const { mutate: setHelpful } = likes;

  const recordView = useCallback(
    (knowledgeId: string) => trackView({ knowledgeId, action: 'view', userId }),
    [trackView, userId],
  );

  const toggleHelpful = useCallback(
    (knowledgeId: string, pressedNow: boolean) => {
      const pressed = !pressedNow;
      setUnconfirmed((prev) => new Map(prev).set(knowledgeId, pressed));
      setHelpful(
        { knowledgeId, pressed, userId },
        {
          onSettled: () =>
            setUnconfirmed((prev) => {
              const next = new Map(prev);
              next.delete(knowledgeId);
              return next;
            }),
        },
      );
    },
    [setHelpful, userId],
  );

  const pendingLikeId = likes.isPending ? likes.variables?.knowledgeId : undefined;

  const value = useMemo<KnowledgeInteractions>(
    () => ({
      recordView,
      toggleHelpful,
      isMarkedHelpful: (knowledgeId, likedByMe) => unconfirmed.get(knowledgeId) ?? likedByMe,
      isHelpfulPending: (knowledgeId) => pendingLikeId === knowledgeId,
    }),
    [recordView, toggleHelpful, unconfirmed, pendingLikeId],
  );

  return <InteractionsContext.Provider value={value}>{children}</InteractionsContext.Provider>;
}

export function useKnowledgeInteractions(): KnowledgeInteractions {
  const value = useContext(InteractionsContext);
  if (!value) throw new Error('useKnowledgeInteractions must be used inside <KnowledgeInteractionsProvider>');
  return value;
}
