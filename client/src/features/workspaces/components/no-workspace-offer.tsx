import { Building2, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useCurrentWorkspace } from '@/lib/workspace/current-workspace';
import { DEMO_WORKSPACE } from '@common/constants';
import { CreateWorkspaceDialog } from './lazy-create-workspace-dialog';

/**
 * Above the demo workspace, for a signed-in person in no workspace: start their company's own, or keep
 * browsing the demo (which hides this). The demo shows below it either way, as it does for every visitor.
 */
export function NoWorkspaceOffer() {
  const { switchTo } = useCurrentWorkspace();
  const [creating, setCreating] = useState(false);
  return (
    <section
      aria-label="Your workspace"
      className="flex flex-col gap-4 rounded-xl border border-brand-200 bg-brand-50 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <Building2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <div>
          <p className="font-semibold text-slate-900">You are not in a workspace yet</p>
          <p className="text-sm text-slate-700">
            Create one for your company and invite your colleagues, or keep browsing the demo workspace below. An
            invitation from a colleague arrives by mail.
          </p>
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" /> Create a workspace
        </Button>
        <Button variant="outline" onClick={() => switchTo(DEMO_WORKSPACE.companyId)}>
          Browse the demo workspace
        </Button>
      </div>
      <CreateWorkspaceDialog open={creating} onOpenChange={setCreating} />
    </section>
  );
}
