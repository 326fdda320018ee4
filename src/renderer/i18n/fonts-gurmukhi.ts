import '@fontsource/noto-sans-gurmukhi/gurmukhi-400.css';
import '@fontsource/noto-sans-gurmukhi/gurmukhi-600.css';
