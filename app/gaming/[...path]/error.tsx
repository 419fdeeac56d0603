'use client';

import ContentPageError from '@/app/[...segments]/error';

// A content-managed static route that fails to render shows the not-found page, as the catch-all
// does (storefront 2.10: "an unknown type or an error shows the not-found page").
export default ContentPageError;
