import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { RegisterForm } from '@/features/accounts/components/register-form';
import { getSignedInProfile } from '@/features/accounts/queries';
import { routes } from '@/lib/routes';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Create an Account', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function RegisterPage({ searchParams }: Props) {
  const params = routes.register.parse(routes.register.build({}), await searchParams);
  if (!params) notFound();
  if (await getSignedInProfile()) redirect(routes.myAccount.build());
  return (
    <main id="main" className="page">
      <h1 className="page-heading">Create an Account</h1>
      <RegisterForm loginHref={routes.login.build({ returnTo: params.returnTo })} accountHref={params.returnTo ?? routes.myAccount.build()} />
    </main>
  );
}
