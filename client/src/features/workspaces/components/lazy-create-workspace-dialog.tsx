import { lazyDialog } from '@/components/ui/lazy-dialog';

/**
 * "Create a workspace", with its form loaded when it opens: the dashboard and the knowledge hub offer it
 * to a person in no workspace, and its form (react-hook-form, zod) is not on their first paint.
 */
export const CreateWorkspaceDialog = lazyDialog(
  () => import('./create-workspace-dialog').then((module) => module.CreateWorkspaceDialog),
  { title: 'Create a workspace' },
);
