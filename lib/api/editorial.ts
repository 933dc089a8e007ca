import { callApi } from './client';
import type { InputOf } from './contract';

/** The editor's contracts, blog posts, pages, FAQ, workshops, collaborations and fashion tiles (issue 23). Silent: each form shows a refusal in its own status line. */
type Without<N extends Parameters<typeof callApi>[0]> = Omit<InputOf<N>, 'LanguageId'>;

const silent = { silent: true } as const;

export const saveContract = (input: Without<'operator-contract-save'>) => callApi('operator-contract-save', input, silent);
export const saveBlogPost = (input: Without<'operator-blog-save'>) => callApi('operator-blog-save', input, silent);
export const savePage = (input: Without<'operator-page-save'>) => callApi('operator-page-save', input, silent);
export const uploadVideoChunk = (input: Without<'operator-video-upload'>) => callApi('operator-video-upload', input, silent);
export const saveFaqs = (input: Without<'operator-faqs-save'>) => callApi('operator-faqs-save', input, silent);
export const saveWorkshop = (input: Without<'operator-workshop-save'>) => callApi('operator-workshop-save', input, silent);
export const saveCollaboration = (input: Without<'operator-collaboration-save'>) => callApi('operator-collaboration-save', input, silent);
export const saveFashionTile = (input: Without<'operator-fashion-tile-save'>) => callApi('operator-fashion-tile-save', input, silent);
export const runBlogSchedule = () => callApi('operator-blog-schedule-run', {}, silent);
