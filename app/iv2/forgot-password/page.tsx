import type { Metadata } from 'next';
import { ForgotPasswordForm } from '@/features/accounts/components/forgot-password-form';
import { routes } from '@/lib/routes';

// The same form for everyone (the answer comes from the api): built once and served as a static page.
export const dynamic = 'force-static';

export const metadata: Metadata = { title: 'Forgot Password', robots: { index: false, follow: false } };

export default function ForgotPasswordPage() {
  return (
    <main id="main" className="page">
      <h1 className="page-heading">Forgot Your Password?</h1>
      <p>Enter the e-mail address of your account and we will send you a link to choose a new password.</p>
      <ForgotPasswordForm loginHref={routes.login.build({})} />
    </main>
  );
}
