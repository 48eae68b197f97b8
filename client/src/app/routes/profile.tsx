import { ArrowLeftRight, Pencil, X } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link, useParams } from 'wouter';
import { PageContainer } from '@/app/layout/page-header';
import { Button, buttonClassName } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { isUserNotFound, useUser } from '@/features/profile/api/get-user';
import { MatchingPauseCard } from '@/features/profile/components/matching-pause-card';
import { ProfileDetails } from '@/features/profile/components/profile-details';
import type { ProfileEditForm as ProfileEditFormType } from '@/features/profile/components/profile-edit-form';
import { ProfileHeader } from '@/features/profile/components/profile-header';
import { ProfileScoreCard } from '@/features/profile/components/profile-score-card';
import { ProfileSkeleton } from '@/features/profile/components/profile-skeleton';
import { RecommendationsPanel } from '@/features/profile/components/recommendations-panel';
import { SkillLevelsEditor, SkillLevelsView } from '@/features/profile/components/skill-levels-card';
import { UserNotFound } from '@/features/profile/components/user-not-found';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useHydrated } from '@/hooks/use-hydrated';
import { useCurrentUser } from '@/lib/identity/get-current-user';
import type { User } from '@common/schemas/users';

/**
 * The editor's form (react-hook-form, zod, the select: about 150 kB) is not on the path of the profile's first
 * paint: it is fetched when the person points at, focuses or touches Edit Profile, and shown when it has arrived.
 */
let editFormLoading: Promise<{ default: typeof ProfileEditFormType }> | null = null;
const loadEditForm = () =>
  (editFormLoading ??= import('@/features/profile/components/profile-edit-form').then((module) => ({
    default: module.ProfileEditForm,
  })));
const ProfileEditForm = lazy(loadEditForm);

/**
 * One loaded profile with its view / edit toggle. Keyed by id so another profile starts in view mode. Edit Profile
 * and Refresh show only on the person's own profile (the server refuses them to anyone else); someone else's
 * profile offers to propose them a skill swap instead.
 */
function UserProfile({ user }: { user: User }) {
  const me = useCurrentUser();
  const isOwnProfile = me.data?.user.id === user.id;
  const [editing, setEditing] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // The server draws this page; until React has taken it over, a click on Edit Profile would do nothing.
  const hydrated = useHydrated();

  const finishEditing = () => {
    setEditing(false);
    // Save unmounts the focused button; hand focus back to the toggle rather than losing it to <body>.
    toggleRef.current?.focus();
  };

  return (
    <div className="flex flex-col gap-8">
      <ProfileHeader
        user={user}
        actions={
          isOwnProfile ? (
            <Button
              ref={toggleRef}
              disabled={!hydrated}
              variant={editing ? 'outline' : 'default'}
              onClick={() => setEditing((on) => !on)}
              onPointerEnter={() => void loadEditForm()}
              onFocus={() => void loadEditForm()}
              onTouchStart={() => void loadEditForm()}
            >
              {editing ? <X aria-hidden="true" /> : <Pencil aria-hidden="true" />}
              {editing ? 'Cancel' : 'Edit Profile'}
            </Button>
          ) : (
            <Link href={`/swaps/new?to=${user.id}`} className={buttonClassName()}>
              <ArrowLeftRight aria-hidden="true" />
              Propose a swap
            </Link>
          )
        }
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          {editing && isOwnProfile ? (
            <div className="flex flex-col gap-6">
              <Suspense
                fallback={
                  <div className="flex h-96 items-center justify-center rounded-xl border border-slate-200 bg-white">
                    <Spinner label="Loading the profile form" />
                  </div>
                }
              >
                <ProfileEditForm user={user} onSaved={finishEditing} />
              </Suspense>
              <SkillLevelsEditor userId={user.id} />
            </div>
          ) : (
            <div className="flex flex-col gap-6">
              <ProfileDetails user={user} />
              <SkillLevelsView userId={user.id} />
              {isOwnProfile ? <MatchingPauseCard userId={user.id} /> : null}
            </div>
          )}
        </div>
        <ProfileScoreCard user={user} isOwnProfile={isOwnProfile} className="lg:self-start" />
      </div>
      <RecommendationsPanel userId={user.id} isOwnProfile={isOwnProfile} />
    </div>
  );
}

export default function ProfilePage() {
  const { id = '' } = useParams<{ id: string }>();
  const user = useUser(id);
  const notFound = user.isError && isUserNotFound(user.error);
  useDocumentTitle(notFound ? 'User Not Found' : (user.data?.fullName ?? 'Profile'));

  if (notFound) return <UserNotFound />;

  return (
    <PageContainer>
      {user.isPending ? (
        <ProfileSkeleton />
      ) : user.isError ? (
        <LoadError
          title="Could not load this profile"
          error={user.error}
          onRetry={() => void user.refetch()}
          retrying={user.isFetching}
        />
      ) : (
        <UserProfile key={user.data.id} user={user.data} />
      )}
    </PageContainer>
  );
}
