import { useMemo, useState } from 'react';
import { DirectoryFilters, NoPeopleFound } from '@/components/directory/directory-filters';
import { PageContainer, PageHeader } from '@/components/layout/page-header';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useTeam } from '@/features/team/api/get-team';
import { Suggestions } from '@/features/team/components/suggestions';
import { TeamCard } from '@/features/team/components/team-card';
import { departmentFilters, filterTeam, type DepartmentFilter } from '@/features/team/filter-team';
import { NoWorkspaceOffer } from '@/features/workspaces/components/no-workspace-offer';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useCurrentUser } from '@/lib/identity/get-current-user';
import { useCurrentWorkspace } from '@/lib/workspace/current-workspace';
import { DEPARTMENTS } from '@common/departments';
import type { TeamMember } from '@common/schemas/team';

function People({ people }: { people: TeamMember[] }) {
  const [query, setQuery] = useState('');
  const [department, setDepartment] = useState<DepartmentFilter>('All');
  const filters = useMemo(() => departmentFilters(people, DEPARTMENTS), [people]);
  const visible = useMemo(() => filterTeam(people, query, department), [people, query, department]);

  return (
    <>
      <DirectoryFilters
        searchLabel="Search people"
        query={query}
        onQueryChange={setQuery}
        filters={filters}
        selected={department}
        onSelect={setDepartment}
      />

      <p aria-live="polite" className="sr-only">
        {visible.length === 1 ? '1 person shown' : `${visible.length} people shown`}
      </p>

      {visible.length === 0 ? (
        <NoPeopleFound
          onClear={() => {
            setQuery('');
            setDepartment('All');
          }}
        />
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
          {visible.map((person) => (
            <li key={person.id} className="flex min-w-0">
              <TeamCard person={person} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** /team: the current workspace's real people as cards, with suggestions for the current user above them. */
export default function TeamPage() {
  useDocumentTitle('Team');
  const { workspace, needsChoice, isLoading } = useCurrentWorkspace();
  const me = useCurrentUser();
  const team = useTeam(workspace.id);
  if (isLoading) return null;
  const profileHref = me.data ? `/profile/${me.data.user.id}` : '/';

  return (
    <PageContainer className="flex flex-col gap-8">
      <PageHeader
        title="Team"
        description={`Who in ${workspace.name} can teach what, who wants to learn it, and who fits you best.`}
      />
      {needsChoice ? <NoWorkspaceOffer /> : null}

      <section aria-labelledby="suggested-title" className="flex flex-col gap-4">
        <h2 id="suggested-title" className="text-lg font-semibold">
          Suggested for you
        </h2>
        <Suggestions key={workspace.id} companyId={workspace.id} profileHref={profileHref} />
      </section>

      <section aria-labelledby="people-title" className="flex flex-col gap-5">
        <h2 id="people-title" className="text-lg font-semibold">
          People
        </h2>
        {team.isPending ? (
          <Spinner label="Loading people" />
        ) : team.isError ? (
          <LoadError
            title="The team could not be loaded"
            error={team.error}
            onRetry={() => void team.refetch()}
            retrying={team.isFetching}
          />
        ) : (
          <People key={workspace.id} people={team.data.people} />
        )}
      </section>
    </PageContainer>
  );
}
