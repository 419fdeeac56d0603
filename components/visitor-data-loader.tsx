'use client';

import { useEffect } from 'react';
import { refreshVisitorData } from '@/lib/visitor-data';

/** Mounted once in the root layout: loads the visitor data on the first page view (storefront 4). */
export function VisitorDataLoader() {
  useEffect(() => {
    void refreshVisitorData();
  }, []);
  return null;
}
