import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { RegisterForm } from '@/features/accounts/components/register-form';
import { getSignedInProfile } from '@/features/accounts/queries';
import { accountEntryIsExternal, configuredLoginHref, configuredRegisterHref } from '@/lib/config/account-links';
import { routes } from '@/lib/routes';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Create an Account', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function RegisterPage({ searchParams }: Props) {
  const params = routes.register.parse(routes.register.build({}), await searchParams);
  if (!params) notFound();
  // Spec 2.2: with a register base configured elsewhere, that is where accounts are made.
  if (accountEntryIsExternal('register')) redirect(configuredRegisterHref(params.returnTo));
  if (await getSignedInProfile()) redirect(routes.myAccount.build());
  return (
    <main id="main" className="page">
      <h1 className="page-heading">Create an Account</h1>
      <RegisterForm loginHref={configuredLoginHref(params.returnTo)} accountHref={params.returnTo ?? routes.myAccount.build()} />
    </main>
  );
}
