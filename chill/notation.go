package chill

import (
	"context"

	"github.com/tedomari/tedomari/cgt"
)

// init adds Chill(G) to the notation of cgt.Parse, as image/png adds its
// format to image.Decode: cgt cannot import chill, so a program that
// imports chill gets the function (the tedomari command does). Warm(G) is
// cgt's own (Overheat(G, 1*, 1), the same operator as Warm here).
func init() {
	cgt.RegisterFunction("Chill", 1, func(ctx context.Context, a []cgt.Game) (cgt.Game, error) {
		return ChillContext(ctx, a[0])
	})
}
