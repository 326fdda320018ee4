/** The live page's stylesheet: the renderer's CSS and the live parts', bundled once by Vite for the server to inline. */
import '../invitation.css';
import '../ornaments/ornaments.css';
import '../media/media.css';
import './live.css';
