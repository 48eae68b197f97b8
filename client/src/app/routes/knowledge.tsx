import { BookOpen, Users } from 'lucide-react';
import { useDeferredValue } from 'react';
import { PageContainer, PageHeader } from '@/app/layout/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ArticleDialog } from '@/features/knowledge/components/article-dialog';
import { InstitutionalKnowledgeTab } from '@/features/knowledge/components/institutional-knowledge-tab';
import { KnowledgeStats } from '@/features/knowledge/components/knowledge-stats';
import { useArticleParam } from '@/features/knowledge/hooks/use-article-param';
import { useHubParams, type HubTab } from '@/features/knowledge/hooks/use-hub-params';
import { KnowledgeInteractionsProvider } from '@/features/knowledge/interactions-context';
import { PeerLearningTab } from '@/features/learning-sessions/peer-learning-tab';
import { NoWorkspaceOffer } from '@/features/workspaces/components/no-workspace-offer';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useCurrentWorkspace } from '@/lib/workspace/current-workspace';

/** /knowledge: the company's knowledge base and its peer learning sessions. */
export default function KnowledgePage() {
  useDocumentTitle('Knowledge Management Hub');
  const { articleId, openArticle, closeArticle } = useArticleParam();
  // The open tab is in the address (`?tab=sessions`), with the search and the filter.
  const { tab, setTab } = useHubParams();
  // The current workspace's hub: the demo for visitors, the person's own (or the demo) once signed in.
  const { workspace, needsChoice, isLoading } = useCurrentWorkspace();
  const COMPANY_ID = workspace.id;
  // Drawing the hub below the title is one large render. Deferred, React draws it in slices and lets the
  // browser breathe between them, instead of holding a phone for a fifth of a second once the person is known.
  const hubReady = useDeferredValue(!isLoading);

  // The title does not depend on the workspace, so it is drawn at once, in the same place whatever follows (it
  // is what a phone paints first, from the build-time HTML, and React keeps that node). While the person is
  // not known yet, the space below is held so the footer is not drawn in view and then pushed down.
  return (
    <PageContainer className="flex flex-col gap-8">
      <PageHeader
        title="Knowledge Management Hub"
        description="Capture what your teams know, find it in seconds, and learn from each other."
      />
      {!hubReady ? (
        <div aria-hidden="true" className="min-h-dvh" />
      ) : (
        <KnowledgeInteractionsProvider key={COMPANY_ID} companyId={COMPANY_ID}>
          {needsChoice ? <NoWorkspaceOffer /> : null}

          <KnowledgeStats companyId={COMPANY_ID} />

          <Tabs value={tab} onValueChange={(value) => setTab(value as HubTab)}>
            <TabsList aria-label="Knowledge hub sections" className="flex w-full sm:inline-flex sm:w-auto">
              <TabsTrigger value="institutional" className="flex-1 sm:flex-none">
                <BookOpen aria-hidden="true" className="hidden size-4 sm:block" />
                Institutional Knowledge
              </TabsTrigger>
              <TabsTrigger value="peer-learning" className="flex-1 sm:flex-none">
                <Users aria-hidden="true" className="hidden size-4 sm:block" />
                Peer Learning
              </TabsTrigger>
            </TabsList>
            {/* Kept mounted while hidden so the filter, search and scroll survive a look at the other tab. */}
            <TabsContent value="institutional" forceMount className="data-[state=inactive]:hidden">
              <InstitutionalKnowledgeTab companyId={COMPANY_ID} onOpenArticle={openArticle} />
            </TabsContent>
            <TabsContent value="peer-learning">
              <PeerLearningTab />
            </TabsContent>
          </Tabs>

          {/* Outside the tabs (a dialog draws in a layer of its own): a `?article=` link opens the article
              whichever tab is showing. */}
          <ArticleDialog companyId={COMPANY_ID} articleId={articleId} onClose={closeArticle} />
        </KnowledgeInteractionsProvider>
      )}
    </PageContainer>
  );
}
