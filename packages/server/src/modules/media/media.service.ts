import type { Database } from '../../db/client.ts';
import { createAlbumsService } from './albums.service.ts';
import { createAudioVideoService } from './audio-video.service.ts';
import { createChatFilesService } from './chat-files.service.ts';
import { createDocumentsService } from './documents.service.ts';
import type { MediaServiceOptions } from './media.shared.ts';
import { createOwnerMediaService } from './owner-media.service.ts';
import { createOwnedMediaService } from './owned-media.service.ts';
import { createPicturesService } from './pictures.service.ts';

export type { MediaOwnerRef } from './media.repository.ts';
export type { UploadedFile } from './media.shared.ts';
export type { StoredChatFile } from './chat-files.service.ts';

/**
 * The media use cases, one service each: pictures (avatar, cover, album photo uploads and picture
 * urls), albums and their photos, audio and video, documents, and an owner's media as a whole
 * (the list, deletion with a page or an account). The routes get the parts; other modules get
 * the flat `MediaService` below (they import only this file, for its type).
 */
export type MediaServices = ReturnType<typeof createMediaServices>;

export function createMediaServices(db: Database, options: MediaServiceOptions) {
  return {
    /** Where the files are (served by media-files.routes.ts). */
    storage: options.storage,
    pictures: createPicturesService(db, options),
    albums: createAlbumsService(db, options),
    audioVideo: createAudioVideoService(db, options),
    documents: createDocumentsService(db, options),
    ownerMedia: createOwnerMediaService(db, options),
    chatFiles: createChatFilesService(options),
    ownedMedia: createOwnedMediaService(db),
  };
}

/** The module's api: every use case in one flat object (the shape other modules depend on). */
export function mediaApi(parts: MediaServices) {
  const { storage, pictures, albums, audioVideo, documents, ownerMedia, chatFiles, ownedMedia } =
    parts;
  return {
    storage,
    pictureOf: pictures.pictureOf,
    picturesOf: pictures.picturesOf,
    uploadImage: pictures.uploadImage,
    deleteImage: pictures.deleteImage,
    createAlbum: albums.createAlbum,
    renameAlbum: albums.renameAlbum,
    deleteAlbum: albums.deleteAlbum,
    reorderAlbums: albums.reorderAlbums,
    reorderPhotos: albums.reorderPhotos,
    updatePhoto: albums.updatePhoto,
    deletePhoto: albums.deletePhoto,
    uploadAudio: audioVideo.uploadAudio,
    addSoundCloud: audioVideo.addSoundCloud,
    reorderAudio: audioVideo.reorderAudio,
    getAudio: audioVideo.getAudio,
    deleteAudio: audioVideo.deleteAudio,
    addVideo: audioVideo.addVideo,
    reorderVideos: audioVideo.reorderVideos,
    getVideo: audioVideo.getVideo,
    deleteVideo: audioVideo.deleteVideo,
    uploadDocument: documents.uploadDocument,
    deleteDocument: documents.deleteDocument,
    documentByKey: documents.documentByKey,
    listMedia: ownerMedia.listMedia,
    deleteMediaOf: ownerMedia.deleteMediaOf,
    deleteMediaRowsOf: ownerMedia.deleteMediaRowsOf,
    storeChatFile: chatFiles.storeChatFile,
    readChatFile: chatFiles.readChatFile,
    deleteChatFiles: chatFiles.deleteChatFiles,
    ownedImages: ownedMedia.ownedImages,
    ownedAudio: ownedMedia.ownedAudio,
  };
}

export type MediaService = ReturnType<typeof mediaApi>;

/** The flat api straight from the database and storage (tests and tools). */
export function createMediaService(db: Database, options: MediaServiceOptions): MediaService {
  return mediaApi(createMediaServices(db, options));
}
