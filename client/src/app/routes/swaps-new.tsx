import { useSearch } from 'wouter';
import { PageContainer, PageHeader } from '@/app/layout/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { ProposeSwapForm } from '@/features/swaps/components/propose-swap-form';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useCurrentUser } from '@/lib/identity/get-current-user';
import { useCurrentWorkspace } from '@/lib/workspace/current-workspace';

/** /swaps/new?to=<userId>&teach=<skill>&learn=<skill>: propose a swap, prefilled from a Team page suggestion. */
export default function NewSwapPage() {
  useDocumentTitle('Propose a skill swap');
  const params = new URLSearchParams(useSearch());
  const { workspace } = useCurrentWorkspace();
  const me = useCurrentUser();
  const initial = {
    toUserId: params.get('to') ?? '',
    teachSkill: params.get('teach') ?? '',
    learnSkill: params.get('learn') ?? '',
  };

  return (
    <PageContainer className="flex max-w-2xl flex-col gap-8">
      <PageHeader
        title="Propose a skill swap"
        description={`Offer a colleague in ${workspace.name} a skill of yours for one of theirs.`}
      />
      <Card>
        <CardContent className="pt-6">
          {me.data ? (
            <ProposeSwapForm companyId={workspace.id} myId={me.data.user.id} initial={initial} />
          ) : (
            <PageSpinner />
          )}
        </CardContent>
      </Card>
    </PageContainer>
  );
}
