import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { CreateCompanyData } from '@common/schemas/companies';

/** POST /api/companies: joins the enterprise waitlist. The answer body is not used: the dialog only thanks the user. */
export async function createCompany(data: CreateCompanyData): Promise<void> {
  await apiRequest<unknown>('POST', '/api/companies', data);
}

export function useCreateCompany() {
  return useMutation({ mutationFn: createCompany });
}
