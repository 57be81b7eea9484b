import type { CollectionConfig, Plugin } from 'payload'

export type UploadSettings = Exclude<CollectionConfig['upload'], boolean | undefined>

/** A plugin that rewrites every upload collection of the config (`upload: true` read as `{}`). */
export const forEachUploadCollection =
  (change: (collection: CollectionConfig, upload: UploadSettings) => CollectionConfig): Plugin =>
  (config) => ({
    ...config,
    collections: (config.collections ?? []).map((collection) =>
      collection.upload
        ? change(collection, collection.upload === true ? {} : collection.upload)
        : collection,
    ),
  })
