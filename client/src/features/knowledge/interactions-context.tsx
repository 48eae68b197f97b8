import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useCurrentUser } from '@/lib/identity/get-current-user';
import { useTrackInteraction } from './api/track-interaction';

interface KnowledgeInteractions {
  /** Records that the current user opened an article. */
  recordView: (knowledgeId: string) => void;
  /** Records a "Helpful" like; a second click in the same visit sends nothing (the server counts one per person anyway). */
  markHelpful: (knowledgeId: string) => void;
  isMarkedHelpful: (knowledgeId: string) => boolean;
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
  const likes = useTrackInteraction(companyId);
  const [liked, setLiked] = useState<ReadonlySet<string>>(() => new Set());
  const { mutate: trackView } = views;
  const { mutate: trackLike } = likes;

  const recordView = useCallback(
    (knowledgeId: string) => trackView({ knowledgeId, action: 'view', userId }),
    [trackView, userId],
  );

  const markHelpful = useCallback(
    (knowledgeId: string) => {
      if (liked.has(knowledgeId)) return;
      trackLike(
        { knowledgeId, action: 'like', userId },
        { onSuccess: () => setLiked((prev) => new Set(prev).add(knowledgeId)) },
      );
    },
    [liked, trackLike, userId],
  );

  const pendingLikeId = likes.isPending ? likes.variables?.knowledgeId : undefined;

  const value = useMemo<KnowledgeInteractions>(
    () => ({
      recordView,
      markHelpful,
      isMarkedHelpful: (knowledgeId) => liked.has(knowledgeId),
      isHelpfulPending: (knowledgeId) => pendingLikeId === knowledgeId,
    }),
    [recordView, markHelpful, liked, pendingLikeId],
  );

  return <InteractionsContext.Provider value={value}>{children}</InteractionsContext.Provider>;
}

export function useKnowledgeInteractions(): KnowledgeInteractions {
  const value = useContext(InteractionsContext);
  if (!value) throw new Error('useKnowledgeInteractions must be used inside <KnowledgeInteractionsProvider>');
  return value;
}
