/** The live page's stylesheet: the invitation's and the live parts', bundled once by Vite for the server to inline. */
import '../styles';
import './live.css';
