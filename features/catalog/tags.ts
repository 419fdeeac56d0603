/** Cache tags shared by the cached catalog reads and by whatever revalidates them. */
export const catalogTags = {
  all: 'catalog',
  product: (id: number) => `catalog:product:${id}`,
  merchList: (code: string) => `catalog:merch:${code}`,
} as const;
