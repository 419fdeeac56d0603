import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ResetPasswordForm } from '@/features/accounts/components/reset-password-form';
import { configuredLoginHref } from '@/lib/config/account-links';
import { routes } from '@/lib/routes';

// The token is a secret: never cached, never indexed, never sent on as a referrer.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Reset Password',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

type Props = { params: Promise<{ token: string }> };

export default async function ResetPasswordPage({ params }: Props) {
  const { token } = await params;
  const parsed = routes.resetPassword.parseSegments(['iv2', 'reset-password', token]);
  if (!parsed) notFound();
  return (
    <main id="main" className="page">
      <h1 className="page-heading">Choose a New Password</h1>
      {/* key: a new token (or a reload) starts from a clean form (spec 2.12). */}
      <ResetPasswordForm key={parsed.token} token={parsed.token} loginHref={configuredLoginHref()} />
    </main>
  );
}
