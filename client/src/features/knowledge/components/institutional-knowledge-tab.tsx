import { BookOpen, Plus, SearchX, Sparkles, X } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { LoadError } from '@/components/ui/load-error';
import type { Knowledge } from '@common/schemas/knowledge';
import { useKnowledgeList } from '../api/get-knowledge-list';
import { useKnowledgeSearch } from '../api/search-knowledge';
import { useAuthorName } from '../hooks/use-author-name';
import { useHubParams } from '../hooks/use-hub-params';
import type { CategoryFilterValue } from '../lib/categories';
import { pluralize } from '../lib/format';
import { CategoryFilter } from './category-filter';
import { KnowledgeCard } from './knowledge-card';
import { KnowledgeGrid, KnowledgeGridSkeleton } from './knowledge-grid';
import { KnowledgeSearchForm } from './knowledge-search-form';
import { YourDrafts } from './your-drafts';

// The forms load when their dialog is about to open: they are not on the path of the hub's first paint.
const CreateKnowledgeDialog = lazyDialog(
  () => import('./create-knowledge-dialog').then((module) => module.CreateKnowledgeDialog),
  { title: 'Create Knowledge', contentClassName: 'sm:max-w-2xl' },
);
const GenerateKnowledgeDialog = lazyDialog(
  () => import('./generate-knowledge-dialog').then((module) => module.GenerateKnowledgeDialog),
  { title: 'Generate with AI' },
);

export interface InstitutionalKnowledgeTabProps {
  companyId: string;
  onOpenArticle: (id: string) => void;
}

type FormDialog = 'create' | 'generate' | null;

/**
 * The company's articles: a category filter over the list, a manual search whose results replace the
 * list while a term is set (within the chosen category, when there is one), and the create /
 * generate-with-AI forms. The term and the category live in the address (useHubParams).
 */
export function InstitutionalKnowledgeTab({ companyId, onOpenArticle }: InstitutionalKnowledgeTabProps) {
  const { term, category, setTerm, setCategory, showAll } = useHubParams();
  const [draft, setDraft] = useState(term);
  const [shownTerm, setShownTerm] = useState(term);
  const [dialog, setDialog] = useState<FormDialog>(null);
  const [newId, setNewId] = useState<string | null>(null);

  // The box shows the search the address holds: after Back, a reload or a link, not only after typing.
  // (Adjusted while rendering, as React recommends for state that follows a value.)
  if (shownTerm !== term) {
    setShownTerm(term);
    setDraft(term);
  }

  const list = useKnowledgeList(companyId, category);
  // The cards are drawn at a lower priority than input (React yields between them): see docs/performance.md,
  // "Drawing data without blocking".
  const articles = useDeferredValue(list.data);
  const search = useKnowledgeSearch(companyId, term, category);
  const authorName = useAuthorName();
  const searching = term !== '';

  const runSearch = (next: string) => {
    setNewId(null);
    if (next === term && next !== '') void search.refetch();
    else setTerm(next);
  };

  const clearSearch = () => {
    setDraft('');
    setTerm('');
  };

  const chooseCategory = (next: CategoryFilterValue) => {
    // The filter narrows a search as well as the list: the two combine.
    setNewId(null);
    setCategory(next);
  };

  /** Shows a new article where the user will look for it: in the list (filtered only if the filter shows its category), marked as just added. */
  const revealNewArticle = (article: Knowledge) => {
    setDraft('');
    if (category !== null && category !== article.category) showAll();
    else setTerm('');
    setNewId(article.id);
  };

  const status = searching ? search : list;
  const count = searching ? search.data?.length : list.data?.length;
  const summary =
    count === undefined
      ? ''
      : searching
        ? `${pluralize(count, 'result')} for “${term}”${category ? ` in ${category}` : ''}`
        : `${pluralize(count, 'article')}${category ? ` in ${category}` : ''}`;

  const renderResults = () => {
    if (status.isPending) return <KnowledgeGridSkeleton />;
    if (status.isError) {
      return (
        <LoadError
          title={searching ? 'Search is not available right now' : 'Knowledge could not be loaded'}
          error={status.error}
          onRetry={() => void status.refetch()}
          retrying={status.isFetching}
        />
      );
    }
    if (searching && search.data) {
      if (search.data.length === 0) {
        return (
          <EmptyState
            icon={SearchX}
            title="No knowledge found"
            description={
              category
                ? `Nothing in ${category} matches “${term}”. Try other words, choose All, or clear the search.`
                : `Nothing matches “${term}”. Try other words, or clear the search to browse by category.`
            }
            action={
              <Button variant="outline" onClick={clearSearch}>
                Clear search
              </Button>
            }
          />
        );
      }
      return (
        <KnowledgeGrid label="Search results">
          {search.data.map((result) => (
            <li key={result.id} className="flex min-w-0">
              <KnowledgeCard
                article={result}
                highlight={{ title: result.titleHighlight, snippet: result.snippet }}
                authorName={authorName(result.authorId)}
                onOpen={onOpenArticle}
              />
            </li>
          ))}
        </KnowledgeGrid>
      );
    }
    if (!articles) return <KnowledgeGridSkeleton />;
    if (articles.length === 0) {
      return (
        <EmptyState
          icon={BookOpen}
          title="No knowledge found"
          description={
            category
              ? `Nothing in ${category} yet. Be the first to share what your team knows.`
              : 'Share what your team knows, or draft an article with AI.'
          }
          action={
            <Button onClick={() => setDialog('create')}>
              <Plus aria-hidden="true" />
              Create Knowledge
            </Button>
          }
        />
      );
    }
    return (
      <KnowledgeGrid label="Articles">
        {articles.map((article) => (
          <li key={article.id} className="flex min-w-0">
            <KnowledgeCard
              article={article}
              authorName={authorName(article.authorId)}
              onOpen={onOpenArticle}
              isNew={article.id === newId}
            />
          </li>
        ))}
      </KnowledgeGrid>
    );
  };

  return (
    <section aria-labelledby="institutional-knowledge-title" className="flex flex-col gap-5">
      <h2 id="institutional-knowledge-title" className="sr-only">
        Institutional Knowledge
      </h2>

      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <div className="w-full lg:max-w-xl">
          <KnowledgeSearchForm value={draft} onValueChange={setDraft} onSearch={runSearch} />
        </div>
        <div className="grid grid-cols-2 gap-2 sm:flex">
          <GenerateKnowledgeDialog
            companyId={companyId}
            open={dialog === 'generate'}
            onOpenChange={(open) => setDialog(open ? 'generate' : null)}
            onGenerated={(article) => {
              revealNewArticle(article);
              onOpenArticle(article.id);
            }}
            trigger={
              <Button variant="outline">
                <Sparkles aria-hidden="true" />
                Generate with AI
              </Button>
            }
          />
          <CreateKnowledgeDialog
            companyId={companyId}
            open={dialog === 'create'}
            onOpenChange={(open) => setDialog(open ? 'create' : null)}
            onCreated={revealNewArticle}
            trigger={
              <Button>
                <Plus aria-hidden="true" />
                Create Knowledge
              </Button>
            }
          />
        </div>
      </div>

      <YourDrafts companyId={companyId} onOpen={onOpenArticle} />

      <CategoryFilter value={category} onChange={chooseCategory} />

      <div className="flex min-h-8 flex-wrap items-center justify-between gap-2">
        <p aria-live="polite" className="text-sm text-slate-600">
          {summary}
          {searching && count !== undefined && !category ? (
            <span className="text-slate-500"> across all categories</span>
          ) : null}
        </p>
        {searching ? (
          <Button variant="ghost" size="sm" onClick={clearSearch}>
            <X aria-hidden="true" />
            Clear search
          </Button>
        ) : null}
      </div>

      {renderResults()}
    </section>
  );
}
