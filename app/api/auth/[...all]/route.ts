import { handleAuthRequest } from '@/features/accounts/handler';

// better-auth's endpoints (sign-up, sign-in, sign-out, verify-email, password reset, social callback).
export const dynamic = 'force-dynamic';

export const GET = handleAuthRequest;
export const POST = handleAuthRequest;
