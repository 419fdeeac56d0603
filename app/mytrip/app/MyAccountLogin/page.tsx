import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AccountProfile } from '@/features/accounts/components/account-profile';
import { SignOutButton } from '@/features/accounts/components/sign-out-button';
import { getSignedInProfile } from '@/features/accounts/queries';
import { routes } from '@/lib/routes';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'My Account', robots: { index: false, follow: false } };

/** The my-account app (spec 2.12): signed-out visitors are sent to login and come back here. */
export default async function MyAccountPage() {
  const profile = await getSignedInProfile();
  if (!profile) redirect(routes.login.build({ returnTo: routes.myAccount.build() }));
  return (
    <main id="main" className="page">
      <h1 className="page-heading">My Account</h1>
      <p>Welcome back, {profile.name}.</p>
      <AccountProfile profile={profile} />
      <SignOutButton afterHref={routes.home.build()} />
    </main>
  );
}
