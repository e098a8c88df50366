// The look of a menu tile is shared with the guest app, so it lives in domain.
export * from '@carta/domain/tile-look';
