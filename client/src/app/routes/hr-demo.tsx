import { Clock, Target, Users, Video, type LucideIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { PageContainer, PageHeader } from '@/app/layout/page-header';
import { Avatar } from '@/components/directory/avatar';
import { FilteredDirectory } from '@/components/directory/filtered-directory';
import { EmployeeCard } from '@/features/hr-demo/employee-card';
import { EmployeeSheet } from '@/features/hr-demo/employee-sheet';
import {
  DEMO_EMPLOYEES,
  DEPARTMENT_FILTERS,
  HR_DIRECTOR,
  filterEmployees,
  summarizeEmployees,
  type DemoEmployee,
} from '@/features/hr-demo/employees';
import { useDocumentTitle } from '@/hooks/use-document-title';

function MetricCard({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: string }) {
  return (
    <div className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-xs">
      <dt className="flex items-center justify-between text-sm text-slate-600">
        {label}
        <Icon aria-hidden="true" className="size-4 text-slate-400" />
      </dt>
      <dd className="mt-2 text-3xl font-semibold tracking-tight text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}

export default function HrDemoPage() {
  useDocumentTitle('HR Manager Dashboard');
  const [selected, setSelected] = useState<DemoEmployee | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);

  // Summary figures describe the whole team, not the current filter, like a manager's dashboard header.
  const summary = useMemo(() => summarizeEmployees(DEMO_EMPLOYEES), []);

  const openProfile = (employee: DemoEmployee) => {
    setSelected(employee);
    setSheetOpen(true);
  };

  return (
    <PageContainer className="flex flex-col gap-8">
      <PageHeader
        title="HR Manager Dashboard"
        description="A live demo of how HR teams see skill swaps, peer sessions and matches across the company."
        actions={
          <div className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white py-2 pr-4 pl-2">
            <Avatar initials={HR_DIRECTOR.avatar} />
            <div className="text-sm">
              <p className="font-semibold text-slate-900">{HR_DIRECTOR.name}</p>
              <p className="text-slate-600">
                {HR_DIRECTOR.title}, {HR_DIRECTOR.company}
              </p>
            </div>
          </div>
        }
      />

      <section aria-labelledby="summary-title">
        <h2 id="summary-title" className="sr-only">
          Team summary
        </h2>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <MetricCard icon={Users} label="Total employees" value={String(summary.totalEmployees)} />
          <MetricCard icon={Video} label="Active sessions" value={String(summary.activeSessions)} />
          <MetricCard icon={Target} label="Average match score" value={`${summary.averageMatchScore}%`} />
          <MetricCard icon={Clock} label="Hours contributed" value={String(summary.hoursContributed)} />
        </dl>
      </section>

      <section aria-labelledby="employees-title" className="flex flex-col gap-5">
        <h2 id="employees-title" className="text-lg font-semibold">
          Employees
        </h2>
        <FilteredDirectory
          people={DEMO_EMPLOYEES}
          filters={DEPARTMENT_FILTERS}
          allFilter="All"
          filter={filterEmployees}
          searchLabel="Search employees"
          noun={['employee', 'employees']}
          renderCard={(employee) => <EmployeeCard employee={employee} onViewProfile={openProfile} />}
        />
      </section>

      <EmployeeSheet employee={selected} open={sheetOpen} onOpenChange={setSheetOpen} />
    </PageContainer>
  );
}
