import * as Popover from '@radix-ui/react-popover';
import { Building2, Check, ChevronsUpDown, Plus, Settings } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { cn } from '@/lib/cn';
import { DEMO_WORKSPACE_ENTRY, useCurrentWorkspace } from '@/lib/workspace/current-workspace';
import { CreateWorkspaceDialog } from './lazy-create-workspace-dialog';

const itemClassName =
  'flex w-full items-center gap-2 rounded-md px-2.5 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 outline-brand-600';

/**
 * The header's workspace switcher, for signed-in people: the current workspace, the person's other workspaces
 * and the demo, creating a workspace, and the current one's settings. Anonymous visitors see none of it.
 */
export function WorkspaceSwitcher({ className }: { className?: string }) {
  const { workspace, workspaces, signedIn, switchTo } = useCurrentWorkspace();
  const [open, setOpen] = useState(false);
  const [creating, setCreating] = useState(false);
  if (!signedIn) return null;

  const choose = (id: string) => {
    switchTo(id);
    setOpen(false);
  };
  const choices = [...workspaces, DEMO_WORKSPACE_ENTRY];

  return (
    <>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger
          aria-label={`Workspace: ${workspace.isDemo ? 'Demo workspace' : workspace.name}. Switch workspace`}
          className={cn(
            'inline-flex h-9 max-w-52 items-center gap-2 rounded-lg border border-slate-200 bg-white px-2.5 text-sm font-medium text-slate-800 outline-brand-600 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2',
            className,
          )}
        >
          <Building2 aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
          {/* Between md and lg the header is tight: the icon alone, its name in the accessible label. */}
          <span className="truncate md:max-lg:hidden">{workspace.isDemo ? 'Demo workspace' : workspace.name}</span>
          <ChevronsUpDown aria-hidden="true" className="size-4 shrink-0 text-slate-400 md:max-lg:hidden" />
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            aria-label="Switch workspace"
            align="start"
            sideOffset={6}
            className="z-50 w-64 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg data-[state=open]:animate-fade-in"
          >
            <p className="px-2.5 pt-1.5 pb-1 text-xs font-medium tracking-wide text-slate-500 uppercase">Workspaces</p>
            <ul aria-label="Workspaces">
              {choices.map((choice) => (
                <li key={choice.id}>
                  <button
                    type="button"
                    className={itemClassName}
                    aria-current={choice.id === workspace.id ? 'true' : undefined}
                    onClick={() => choose(choice.id)}
                  >
                    <span className="flex-1 truncate">{choice.isDemo ? 'Demo workspace' : choice.name}</span>
                    {choice.id === workspace.id ? <Check aria-hidden="true" className="size-4 text-brand-600" /> : null}
                  </button>
                </li>
              ))}
            </ul>
            <div className="my-1 border-t border-slate-100" />
            <button
              type="button"
              className={itemClassName}
              onClick={() => {
                setOpen(false);
                setCreating(true);
              }}
            >
              <Plus aria-hidden="true" className="size-4 text-slate-500" /> Create a workspace
            </button>
            {workspace.isDemo ? null : (
              <Link href="/workspace/settings" className={itemClassName} onClick={() => setOpen(false)}>
                <Settings aria-hidden="true" className="size-4 text-slate-500" /> Workspace settings
              </Link>
            )}
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      <CreateWorkspaceDialog open={creating} onOpenChange={setCreating} />
    </>
  );
}
