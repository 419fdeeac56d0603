import { InsiderAuthModal } from '@/features/accounts/components/insider-auth-modal';
import { socialLoginOptions } from '@/features/accounts/queries';
import { routes } from '@/lib/routes';

/** The insider modal of the seat and quantity pages (ticket-buying 2), returning to `returnTo`. */
export function insiderAuthModal(returnTo: string) {
  return (
    <InsiderAuthModal
      returnTo={returnTo}
      loginHref={routes.login.build({ returnTo })}
      forgotPasswordHref={routes.forgotPassword.build()}
      facebook={socialLoginOptions().facebook}
    />
  );
}
