import '@fontsource/baloo-2/500.css';
import '@fontsource/baloo-2/700.css';
