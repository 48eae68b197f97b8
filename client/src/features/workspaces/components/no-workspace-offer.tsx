import { Building2, Eye, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useCurrentWorkspace } from '@/lib/workspace/current-workspace';
import { DEMO_WORKSPACE } from '@common/constants';
import { CreateWorkspaceDialog } from './create-workspace-dialog';

/** For a signed-in person in no workspace: start their company's own, or look around the demo first. */
export function NoWorkspaceOffer() {
  const { switchTo } = useCurrentWorkspace();
  const [creating, setCreating] = useState(false);
  return (
    <>
      <EmptyState
        icon={Building2}
        title="You are not in a workspace yet"
        description="Create one for your company and invite your colleagues, or browse the demo workspace to see how teams use Skillweave. An invitation from a colleague arrives by mail."
        action={
          <div className="flex flex-wrap justify-center gap-3">
            <Button onClick={() => setCreating(true)}>
              <Plus aria-hidden="true" /> Create a workspace
            </Button>
            <Button variant="outline" onClick={() => switchTo(DEMO_WORKSPACE.companyId)}>
              <Eye aria-hidden="true" /> Browse the demo workspace
            </Button>
          </div>
        }
      />
      <CreateWorkspaceDialog open={creating} onOpenChange={setCreating} />
    </>
  );
}
