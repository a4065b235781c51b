import { z } from 'zod';
import { getCall } from '../call.js';

/** A home banner; `title` is its caption in the reader's language (zh-TW when missing), '' when it has none. */
export const BannerItem = z.object({ id: z.number().int(), image: z.string(), thumb: z.string(), link: z.string(), title: z.string() });
export const BannerListData = z.object({ list: z.array(BannerItem) });

/** Every /api/banner/* call. */
export const bannerCalls = {
  index: getCall({ path: '/api/banner/index', access: 'guest', data: BannerListData }),
};
