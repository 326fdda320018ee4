export interface Screenshot {
  src: string;
  caption: string;
}
