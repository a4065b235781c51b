import { post } from './client';

export interface Uploaded {
  url: string;
  fullurl: string;
}

export function uploadImage(file: File): Promise<Uploaded> {
  const form = new FormData();
  form.append('file', file);
  return post<Uploaded>('/common/upload', form);
}
