import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { LoginForm } from '@/features/accounts/components/login-form';
import { getSignedInProfile, socialLoginOptions } from '@/features/accounts/queries';
import { accountEntryIsExternal, configuredLoginHref, configuredRegisterHref } from '@/lib/config/account-links';
import { routes } from '@/lib/routes';

// Per visitor (reads the session cookie): never cached.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Sign In', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function LoginPage({ searchParams }: Props) {
  const params = routes.login.parse(routes.login.build({}), await searchParams);
  if (!params) notFound();
  const nextHref = params.returnTo ?? routes.myAccount.build();
  // Spec 2.2: with a login base configured elsewhere, that is where visitors sign in.
  if (accountEntryIsExternal('login')) redirect(configuredLoginHref(params.returnTo));
  // Spec 2.13: members go straight to their account, whichever link brought them here.
  if (await getSignedInProfile()) redirect(nextHref);
  return (
    <main id="main" className="page">
      <h1 className="page-heading">Sign In</h1>
      <LoginForm
        nextHref={nextHref}
        forgotPasswordHref={routes.forgotPassword.build()}
        registerHref={configuredRegisterHref(params.returnTo)}
        facebook={socialLoginOptions().facebook}
      />
    </main>
  );
}
