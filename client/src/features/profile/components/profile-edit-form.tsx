import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { toast } from '@/components/ui/use-toast';
import { showApiError } from '@/lib/api-errors';
import { useCurrentUser } from '@/lib/identity/get-current-user';
import { INDUSTRY_OPTIONS, MAIN_GOAL_OPTIONS } from '@/lib/select-options';
import { LIMITS } from '@common/constants';
import { updateUserSchema, type UpdateUserData, type UpdateUserInput, type User } from '@common/schemas/users';
import { useEmailChange } from '../api/get-email-change';
import { useStartEmailChange } from '../api/start-email-change';
import { useUpdateUser } from '../api/update-user';
import { describeRecommendationChanges, hasChanges } from '../recommendation-changes';
import { EmailCodeStep } from './email-code-step';
import { SkillsInput } from './skills-input';

const FORM_FIELDS = ['fullName', 'email', 'role', 'targetRole', 'industry', 'mainGoal', 'skills'] as const;

function toFormValues(user: User): UpdateUserInput {
  return {
    fullName: user.fullName,
    // A profile seen by someone else carries no email: the field is left out, so nothing is sent for it.
    email: user.email ?? undefined,
    role: user.role ?? '',
    targetRole: user.targetRole ?? '',
    industry: user.industry,
    mainGoal: user.mainGoal,
    skills: [...user.skills],
  };
}

/** Whether keys pressed now go into a field: a text box, a list box, or something editable. */
function isTypingTarget(element: Element | null): boolean {
  if (!(element instanceof HTMLElement)) return false;
  return element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName);
}

/**
 * Edit mode: the profile's fields validated by the shared update schema, saved with PATCH. A new email is not
 * part of that save: the server takes it only with a code mailed to the new address, so Save keeps the current
 * email in the PATCH, asks for the code, and the editor stays open with the code step until the code comes back.
 * The public demo account's email cannot be changed at all.
 */
export function ProfileEditForm({ user, onSaved }: { user: User; onSaved: () => void }) {
  const updateUser = useUpdateUser(user.id);
  const me = useCurrentUser();
  const isDemo = me.data?.isDemo ?? false;
  const mayChangeEmail = me.data?.signedIn === true && !isDemo && user.email !== null;
  const emailChange = useEmailChange(user.id, mayChangeEmail);
  const startEmailChange = useStartEmailChange(user.id);
  const pendingEmail = mayChangeEmail ? (emailChange.data?.pendingEmail ?? null) : null;
  const form = useForm<UpdateUserInput, unknown, UpdateUserData>({
    resolver: zodResolver(updateUserSchema),
    defaultValues: toFormValues(user),
  });
  const { errors } = form.formState;

  // Edit Profile moves the user into the form, so put the caret where they will start typing, unless they are
  // typing somewhere already: the skill levels editor beside the form draws at once, while this form's code may
  // still be on its way, and taking the caret from there would send their next Enter to this form instead.
  useEffect(() => {
    if (!isTypingTarget(document.activeElement)) form.setFocus('fullName');
  }, [form]);

  const onSubmit = form.handleSubmit((data) => {
    const newEmail = data.email !== undefined && user.email !== null && data.email !== user.email ? data.email : null;
    updateUser.mutate(
      {
        // A new email is confirmed by a code (below); this save sends back the current one with the other fields.
        email: newEmail ? (user.email ?? undefined) : data.email,
        fullName: data.fullName,
        role: data.role,
        targetRole: data.targetRole,
        industry: data.industry,
        mainGoal: data.mainGoal,
        skills: data.skills,
      },
      {
        onSuccess: ({ recommendationChanges }) => {
          const changes =
            recommendationChanges && hasChanges(recommendationChanges)
              ? ` Recommendations updated. ${describeRecommendationChanges(recommendationChanges)}`
              : '';
          if (!newEmail) {
            toast({
              title: 'Profile Updated',
              description: `Your changes have been saved.${changes}`,
              variant: 'success',
            });
            onSaved();
            return;
          }
          startEmailChange.mutate(newEmail, {
            onSuccess: () =>
              toast({
                title: 'Profile Updated',
                description: `Your other changes have been saved.${changes} To change your email, enter the code we sent to ${newEmail}.`,
                variant: 'success',
              }),
            onError: (error) =>
              showApiError(error, {
                sentence: 'Your other changes have been saved, but no code could be sent to the new email.',
                serverReason: 'below',
                form: { setError: form.setError, fields: ['email'] },
              }),
          });
        },
        onError: (error) =>
          showApiError(error, {
            sentence: 'Failed to update profile. Please try again.',
            serverReason: 'instead',
            form: { setError: form.setError, fields: FORM_FIELDS, conflictField: 'email' },
          }),
      },
    );
  });

  const pending = updateUser.isPending || startEmailChange.isPending;

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Edit profile</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {pendingEmail && user.email ? (
          <EmailCodeStep
            userId={user.id}
            currentEmail={user.email}
            pendingEmail={pendingEmail}
            onConfirmed={onSaved}
            onKept={() => form.setValue('email', user.email ?? undefined)}
          />
        ) : null}
        {/* noValidate: the browser's own bubbles would hide the schema's messages under the fields. */}
        <form
          noValidate
          onSubmit={onSubmit}
          aria-label="Edit profile"
          aria-busy={pending}
          className="flex flex-col gap-5"
        >
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField label="Full Name" required error={errors.fullName?.message}>
              <Input autoComplete="name" maxLength={LIMITS.nameMax} {...form.register('fullName')} />
            </FormField>
            {user.email !== null ? (
              <FormField
                label="Email"
                required
                error={errors.email?.message}
                hint={
                  isDemo
                    ? "The demo account's email cannot be changed."
                    : 'A new email is used once you enter a code we send to it.'
                }
              >
                <Input
                  type="email"
                  autoComplete="email"
                  maxLength={LIMITS.emailMax}
                  readOnly={isDemo}
                  {...form.register('email')}
                />
              </FormField>
            ) : null}
          </div>
          <FormField label="Current Role" error={errors.role?.message}>
            <Input
              autoComplete="organization-title"
              maxLength={LIMITS.roleMax}
              placeholder="e.g. Software Engineer"
              {...form.register('role')}
            />
          </FormField>
          <FormField
            label="Role you are working toward"
            hint="Optional. Recommendations lean toward what this role needs."
            error={errors.targetRole?.message}
          >
            <Input maxLength={LIMITS.targetRoleMax} placeholder="e.g. Data Analyst" {...form.register('targetRole')} />
          </FormField>
          <div className="grid gap-5 sm:grid-cols-2">
            <SelectField
              control={form.control}
              name="industry"
              label="Industry"
              options={INDUSTRY_OPTIONS}
              placeholder="Select your industry"
            />
            <SelectField
              control={form.control}
              name="mainGoal"
              label="Main Goal"
              options={MAIN_GOAL_OPTIONS}
              placeholder="Select your goal"
            />
          </div>
          <Controller
            control={form.control}
            name="skills"
            render={({ field }) => (
              <FormField label="Skills" error={errors.skills?.message}>
                {(control) => (
                  <SkillsInput {...control} value={field.value ?? []} onChange={field.onChange} onBlur={field.onBlur} />
                )}
              </FormField>
            )}
          />

          <div className="flex justify-end border-t border-slate-100 pt-5">
            <SubmitButton pending={pending} pendingLabel="Saving..." className="w-full sm:w-auto">
              Save Changes
            </SubmitButton>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
