import '@fontsource/marcellus/400.css';
