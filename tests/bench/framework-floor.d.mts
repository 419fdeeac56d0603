export declare const BUILD_MANIFEST: string;
export interface FloorChunk {
  src: string;
  rawBytes: number;
  gzipBytes: number;
}
export declare function frameworkFloorChunks(manifest: { rootMainFiles?: unknown; polyfillFiles?: string[]; [key: string]: unknown }): string[];
export declare function frameworkFloor(distDir?: string): {
  chunks: FloorChunk[];
  rawBytes: number;
  gzipBytes: number;
  notCountedPolyfills: string[];
};
