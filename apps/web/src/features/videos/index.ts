export { videoRoutes } from './routes';
export { VideoPlayer } from './VideoPlayer';
export { youtubeId } from './youtube';
