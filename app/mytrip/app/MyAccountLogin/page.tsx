import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { AccountProfile } from '@/features/accounts/components/account-profile';
import { SignOutButton } from '@/features/accounts/components/sign-out-button';
import { getSignedInProfile } from '@/features/accounts/queries';
import { configuredLoginHref } from '@/lib/config/account-links';
import { getFlags } from '@/lib/config/flags';
import { myAccountTargets } from '@/lib/config/my-account';
import { routes } from '@/lib/routes';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'My Account', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The my-account app (spec 2.12): signed-out visitors are sent to login and come back here. */
export default async function MyAccountPage({ searchParams }: Props) {
  const params = routes.myAccount.parse(routes.myAccount.build({}), await searchParams);
  if (!params) notFound();
  // Storefront 2.13: with the React my-account pages off, the my-account app is served elsewhere.
  const targets = myAccountTargets();
  if (targets.external) redirect(targets.accountHref);
  const profile = await getSignedInProfile();
  if (!profile && params.error) {
    // A confirmation link that failed: signing in with the password sends a fresh one.
    return (
      <main id="main" className="page">
        <h1 className="page-heading">My Account</h1>
        <p role="alert" data-testid="account-link-error">
          This confirmation link is invalid or has expired. Sign in with your e-mail address and password and we will
          send you a new one.
        </p>
        <Link href={configuredLoginHref(routes.myAccount.build({}))}>Sign in</Link>
      </main>
    );
  }
  if (!profile) redirect(configuredLoginHref(routes.myAccount.build({})));
  return (
    <main id="main" className="page">
      <h1 className="page-heading">My Account</h1>
      <p>Welcome back, {profile.name}.</p>
      <AccountProfile profile={profile} />
      {getFlags().disableOrderViewer ? null : (
        <p>
          <Link href={routes.orders.build()} data-testid="account-orders-link">
            Orders
          </Link>
        </p>
      )}
      <SignOutButton afterHref={routes.home.build()} />
    </main>
  );
}
