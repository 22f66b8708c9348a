import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { Params } from 'react-router';
import type { RootState } from './store';

/** One request a page needs answered before it can be rendered: an RTK Query endpoint's `initiate(arg)`. */
export type ServerQuery = ThunkAction<PromiseLike<{ isError: boolean }>, RootState, unknown, UnknownAction>;

/**
 * What the server fetches before rendering a page (src/app/server-render.tsx): exactly the queries its first screen
 * makes, with the same arguments, so the browser finds them answered. A page module that exports this is rendered
 * on the server; the others are rendered in the browser (docs/decisions/0017-server-rendered-public-pages.md).
 */
export type ServerQueries = (params: Params) => ServerQuery[];

/** For pages whose first screen needs no data. */
export const noServerQueries: ServerQueries = () => [];
